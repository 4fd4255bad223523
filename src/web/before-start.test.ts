import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { earlyTapsScript, replayEarlyInput, replayEarlyTaps, SET_COOKIE_ATTRIBUTE, takeEarlyInput, takeEarlyTaps } from './before-start.js';

/** A piece of page, as the server would have rendered it. */
function page(html: string) {
  document.body.innerHTML = html;
}

describe('what the visitor does before the app has started', () => {
  // Run as the page's head runs it: on its own, with nothing of this module in reach.
  beforeAll(() => new Function(earlyTapsScript())());

  afterEach(() => {
    document.body.innerHTML = '';
    document.cookie = 'choice=; Path=/; Max-Age=0';
  });

  it('keeps the buttons tapped, in order, and taps each again once the app answers', async () => {
    page(`<button type="button" id="add">Add to Cart</button><button type="button" id="rose"><span>Rose</span></button>
      <form method="post"><button id="send">Send</button></form><a href="#offers" id="link">Offers</a>`);
    const add = document.getElementById('add')!;
    const rose = document.getElementById('rose')!;
    // The browser sends a form and follows a link itself: neither is kept.
    document.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
    document.getElementById('send')!.click();
    document.getElementById('link')!.click();
    add.click();
    (rose.firstElementChild as HTMLElement).click();
    add.click();

    // Each kept tap shows as taken; the form's button and the link do not.
    expect([...document.querySelectorAll('[data-tap-kept]')]).toEqual([add, rose]);
    const taps = takeEarlyTaps();
    expect(taps).toEqual([add, rose, add]);

    // From now on the app answers; what it sees is the replay.
    const seen: string[] = [];
    for (const button of [add, rose]) button.addEventListener('click', () => seen.push(button.id));
    add.click();
    expect(takeEarlyTaps()).toEqual([]);
    seen.length = 0;
    const replay = replayEarlyTaps(taps);
    // Each tap in a task of its own: none is made at once, and none shows as waiting any more.
    expect(seen).toEqual([]);
    expect(document.querySelectorAll('[data-tap-kept]')).toHaveLength(0);
    await replay;
    expect(seen).toEqual(['add', 'rose', 'add']);
  });

  it('sets a link’s cookie as it is followed, before and after the app started', () => {
    page(`<a href="#fr" id="fr" ${SET_COOKIE_ATTRIBUTE}="choice=fr; Path=/"><span>FR</span></a>`);
    document.querySelector('span')!.click();
    expect(document.cookie).toContain('choice=fr');
  });

  it('taps again only the buttons still on the page and enabled', async () => {
    page('<button type="button" id="gone">Gone</button><button type="button" id="off">Off</button><button type="button" id="on">On</button>');
    const [gone, off, on] = ['gone', 'off', 'on'].map((id) => document.getElementById(id) as HTMLButtonElement);
    const seen: string[] = [];
    for (const button of [gone, off, on]) button!.addEventListener('click', () => seen.push(button!.id));
    gone!.remove();
    off!.disabled = true;
    await replayEarlyTaps([gone!, off!, on!]);
    expect(seen).toEqual(['on']);
  });

  it('tells the app each field typed in or chosen before it started, and no other', () => {
    page(`<form><input id="name" value=""><input id="search" type="search" value="rose"><input id="kept" value="as sent">
      <textarea id="message"></textarea><input id="agree" type="checkbox">
      <select id="category"><option value="">All</option><option value="c1">Lips</option></select>
      <select id="sort"><option value="a">A</option><option value="b" selected>B</option></select>
      <select id="size"><option value="s">S</option><option value="m">M</option></select></form>`);
    const field = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
    field<HTMLInputElement>('name').value = 'Rana';
    field<HTMLInputElement>('search').value = 'rose nude';
    field<HTMLTextAreaElement>('message').value = 'Is it in stock?';
    field<HTMLInputElement>('agree').checked = true;
    field<HTMLSelectElement>('category').value = 'c1';
    const early = takeEarlyInput(document);
    expect(early.map(({ field, value }) => [field.id, value])).toEqual([
      ['name', 'Rana'],
      ['search', 'rose nude'],
      ['message', 'Is it in stock?'],
      ['category', 'c1'],
    ]);

    // The takeover empties the message box (as Preact does a textarea's): it is put back, and each told.
    field<HTMLTextAreaElement>('message').value = '';
    const told: string[] = [];
    for (const type of ['input', 'change']) {
      document.addEventListener(type, (event) => {
        const target = event.target as HTMLInputElement;
        told.push(`${type} ${target.id}=${target.value}`);
      });
    }
    replayEarlyInput(early);
    expect(told).toEqual(['input name=Rana', 'input search=rose nude', 'input message=Is it in stock?', 'change category=c1']);
  });
});
