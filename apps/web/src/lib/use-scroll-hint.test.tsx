import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useScrollHint } from './use-scroll-hint';

function Row() {
  const ref = useScrollHint<HTMLDivElement>();
  return <div ref={ref} data-testid="row" />;
}

/** jsdom lays nothing out: the sizes a 375 px screen would give a row of six tabs. */
function lay(el: HTMLElement, scrollLeft: number) {
  Object.defineProperty(el, 'scrollWidth', { configurable: true, value: 600 });
  Object.defineProperty(el, 'clientWidth', { configurable: true, value: 340 });
  Object.defineProperty(el, 'scrollLeft', { configurable: true, value: scrollLeft });
  fireEvent.scroll(el);
}

describe('useScrollHint', () => {
  it('marks the side where more tabs are hidden, and follows the scroll', () => {
    render(<Row />);
    const row = screen.getByTestId('row');
    expect(row).not.toHaveAttribute('data-more-end'); // nothing overflows yet
    lay(row, 0);
    expect(row).toHaveAttribute('data-more-end');
    expect(row).not.toHaveAttribute('data-more-start');
    lay(row, 120);
    expect(row).toHaveAttribute('data-more-start');
    expect(row).toHaveAttribute('data-more-end');
    lay(row, 260);
    expect(row).toHaveAttribute('data-more-start');
    expect(row).not.toHaveAttribute('data-more-end');
  });
});
