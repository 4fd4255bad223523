import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { earlyTapsScript, replayEarlyTaps, SET_COOKIE_ATTRIBUTE, takeEarlyTaps } from './early-taps.js';

/** A piece of page, as the server would have rendered it. */
function page(html: string) {
  document.body.innerHTML = html;
}

describe('the taps before the app has started', () => {
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

    const taps = takeEarlyTaps();
    expect(taps).toEqual([add, rose, add]);

    // From now on the app answers; what it sees is the replay.
    const seen: string[] = [];
    for (const button of [add, rose]) button.addEventListener('click', () => seen.push(button.id));
    add.click();
    expect(takeEarlyTaps()).toEqual([]);
    seen.length = 0;
    const replay = replayEarlyTaps(taps);
    // Each tap in a task of its own: none is made at once.
    expect(seen).toEqual([]);
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
});
