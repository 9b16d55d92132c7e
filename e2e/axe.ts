import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ImpactValue } from 'axe-core';

/**
 * axe-core, injected from its own file rather than through @axe-core/playwright (which declares
 * Node ≥ 22.12; we run on Node 20). The app's CSP refuses inline scripts, so a context that scans
 * needs `bypassCSP: true`.
 */
const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** What fails a journey: WCAG 2 A and AA rules, serious or critical. */
const BLOCKING: ReadonlySet<ImpactValue> = new Set(['serious', 'critical']);

export type Finding = { rule: string; impact: string; help: string; targets: string[]; summary: string };

/** Runs axe over the page as it is now; the serious and critical WCAG 2 A/AA findings. */
export async function findBlockingIssues(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeScript });
  const results = await page.evaluate(
    () =>
      (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] },
      ),
    undefined,
  );
  return results.violations
    .filter((violation) => violation.impact && BLOCKING.has(violation.impact))
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        rule: violation.id,
        impact: violation.impact!,
        help: violation.help,
        targets: node.target.map(String),
        // axe's own sentence: for contrast it names both colours, the ratio and the one needed.
        summary: (node.failureSummary ?? '').replace(/^Fix (any|all) of the following:\s*/i, '').trim(),
      })),
    );
}

/** The findings as a failure message: one line per element, what is wrong and where. */
export function describeFindings(where: string, findings: Finding[]): string {
  if (findings.length === 0) return `${where}: no serious or critical findings`;
  const lines = findings.map((f) => `  [${f.impact}] ${f.rule} at ${f.targets.join(' > ')}: ${f.summary}`);
  return `${where}: ${findings.length} serious/critical axe finding(s)\n${lines.join('\n')}`;
}
