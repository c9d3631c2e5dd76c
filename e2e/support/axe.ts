import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const BLOCKING = new Set(['serious', 'critical']);

export function describeViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => {
          const html = node.html.replace(/\s+/g, ' ').slice(0, 200);
          const why = node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : '';
          return `    - ${node.target.join(' ')}\n      ${html}${why}`;
        })
        .join('\n');
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}`;
    })
    .join('\n');
}

/**
 * Runs axe (WCAG 2 A and AA rules) on the page as it is now and fails listing every serious or critical
 * violation (rule id, impact, the targets of the nodes). The full result is attached to the test.
 */
export async function expectNoSeriousViolations(page: Page, testInfo: TestInfo, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  await testInfo.attach(`axe-${screen.replace(/[^a-z0-9]+/gi, '-')}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const minor = results.violations.filter((violation) => !BLOCKING.has(violation.impact ?? ''));
  if (minor.length > 0) {
    testInfo.annotations.push({ type: 'axe (minor/moderate)', description: minor.map((v) => v.id).join(', ') });
  }
  expect(
    blocking.length,
    `${screen} (${page.url()}): serious or critical axe violations:\n${describeViolations(blocking)}`,
  ).toBe(0);
}
