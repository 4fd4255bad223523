// A load that defeats the server's caches on purpose, run in its own process by bench/http.ts:
// `node miss-cycle.mjs <base URL> <connections> <seconds> <kind>`; prints autocannon's JSON result on
// one line. Kinds:
// - `lists`: 5,200 distinct valid list URLs (limit 1–100 × one-letter searches, for products and for
//   offers), more than the response cache's 500 entries, so nearly every request is a miss;
// - `pages`: the home page in English, French and Arabic with a query never sent before
//   (`?utm_source=<n>`), as a client cycling made-up addresses would send;
// - `searches`: the home page with a search never sent before (`?search=<n>`), a page that must be made.
import autocannon from 'autocannon';

const [base, connections, seconds, kind = 'lists'] = process.argv.slice(2);
const letters = 'abcdefghijklmnopqrstuvwxyz';
const lists = [];
for (const resource of ['products', 'offer']) {
  for (let limit = 1; limit <= 100; limit += 1) {
    for (const letter of letters) lists.push(`/api/${resource}?limit=${limit}&search=${letter}`);
  }
}
const homes = ['/', '/fr/', '/ar/'];
let next = 0;
const nextPath = {
  // Shuffled with a fixed step (coprime with the count), so neighbours in time are not neighbours here.
  lists: () => lists[(next = (next + 2_053) % lists.length)],
  pages: () => `${homes[next % homes.length]}?utm_source=${next++}`,
  searches: () => `/?search=${next++}`,
}[kind];
if (!nextPath) throw new Error(`unknown kind ${kind}: lists, pages or searches`);
const result = await autocannon({
  url: base,
  connections: Number(connections),
  duration: Number(seconds),
  headers: { 'accept-encoding': 'gzip, deflate, br', accept: kind === 'lists' ? 'application/json' : 'text/html' },
  requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }],
});
console.log(JSON.stringify(result));
