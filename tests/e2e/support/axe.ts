import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export type A11yProblem = { page: string; rule: string; impact: string; help: string; targets: string[] };

/** The serious and critical WCAG A/AA violations on the page as it is now. */
export async function seriousViolations(page: Page, name: string): Promise<A11yProblem[]> {
  const results = await new AxeBuilder({ page: page as never })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      page: name,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}
