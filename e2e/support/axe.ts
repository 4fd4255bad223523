import axe from 'axe-core';
import type { Page } from 'playwright-core';

interface Violation {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** The page's axe violations, one readable line per element. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  // Let transitions (dialogs fading in, toasts) end so colours are measured as seen: every animation
  // that ends has ended (a spinner's never does), then a frame is drawn.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
  return (violations as Violation[]).flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${JSON.stringify(n.target)}\n      ${n.failureSummary?.replace(/\n/g, ' ') ?? ''}`,
    ),
  );
}
