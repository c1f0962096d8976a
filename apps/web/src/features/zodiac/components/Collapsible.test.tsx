import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, renderAppOnServer } from '../../../test/render-app.tsx';
import { Collapsible } from './Collapsible.tsx';
import { ZodiacError } from './ZodiacError.tsx';

afterEach(cleanup);

const section = (
  <Collapsible title="Lucky Numbers" open={false} onToggle={() => {}}>
    <p>3 and 8</p>
  </Collapsible>
);
const failed = <ZodiacError error={new Error('The server is busy')} onRetry={() => {}} />;

// docs/decisions/007-delivering-bytes.md#presses-before-the-pages-code-runs
describe('the zodiac pages’ buttons', () => {
  it('arrive disabled, since a section opens and a retry asks through the page’s code', () => {
    expect(within(renderAppOnServer(section)).getByRole('button', { name: 'Lucky Numbers' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(renderAppOnServer(failed)).getByRole('button', { name: 'Try again' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('can be pressed once the page runs', () => {
    renderApp(
      <>
        {section}
        {failed}
      </>,
    );
    expect(screen.getByRole('button', { name: 'Lucky Numbers' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveProperty('disabled', false);
  });
});
