import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// WCAG 2.1 A and AA; "serious" includes colour contrast.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
// Enough elements of one rule to find the pattern; repeated cards would only make the report longer.
const NODES_PER_RULE = 6;

/**
 * Fails on any serious or critical axe violation of the page as it is now, listing each rule with its
 * help text and, for each element, its selector, its markup and what axe measured, so the failure says
 * what to fix and where.
 */
export async function expectNoSeriousA11yViolations(page: Page, pageName: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact && BLOCKING_IMPACTS.has(violation.impact),
  );
  const report = blocking.map((violation) => {
    const nodes = violation.nodes
      .slice(0, NODES_PER_RULE)
      .map((node) =>
        [
          `  - ${node.target.join(' ')}`,
          `    ${node.html.replace(/\s+/g, ' ').slice(0, 200)}`,
          `    ${(node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ')}`,
        ].join('\n'),
      );
    const more = violation.nodes.length - NODES_PER_RULE;
    return [
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.helpUrl}`,
      ...nodes,
      ...(more > 0 ? [`  … and ${more} more element(s)`] : []),
    ].join('\n');
  });
  expect(blocking.length, `Accessibility violations on ${pageName}:\n${report.join('\n')}`).toBe(0);
}
