// A load that defeats the catalogue answer cache on purpose: autocannon cycling through 5,200
// distinct valid list URLs (limit 1–100 × one-letter searches, for products and for offers), more
// than the cache's 500 entries, so nearly every request is a miss. Run in its own process by
// bench/http.ts: `node miss-cycle.mjs <base URL> <connections> <seconds>`; prints autocannon's
// JSON result on one line.
import autocannon from 'autocannon';

const [base, connections, seconds] = process.argv.slice(2);
const letters = 'abcdefghijklmnopqrstuvwxyz';
const paths = [];
for (const resource of ['products', 'offer']) {
  for (let limit = 1; limit <= 100; limit += 1) {
    for (const letter of letters) paths.push(`/api/${resource}?limit=${limit}&search=${letter}`);
  }
}
// Shuffled with a fixed step (coprime with the count), so neighbours in time are not neighbours here.
let next = 0;
const result = await autocannon({
  url: base,
  connections: Number(connections),
  duration: Number(seconds),
  headers: { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' },
  requests: [
    {
      setupRequest: (request) => {
        next = (next + 2_053) % paths.length;
        return { ...request, path: paths[next] };
      },
    },
  ],
});
console.log(JSON.stringify(result));
