import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHome, stubMotionPreference } from '../test/home-test-harness.tsx';
import { AdBanner } from './AdBanner.tsx';
import { ServicesSlider } from './ServicesSlider.tsx';

const centreTitle = () =>
  within(screen.getByRole('link', { name: /Learn more/ })).getByRole('heading', { level: 3 }).textContent;
const currentDot = (name: RegExp) =>
  screen.getAllByRole('button', { name }).findIndex((dot) => dot.getAttribute('aria-current') === 'true');

/** Moves the clock in small steps: each slide change schedules the next wait once React has re-rendered. */
function tick(ms: number) {
  for (let passed = 0; passed < ms; passed += 500) act(() => vi.advanceTimersByTime(500));
}

beforeEach(() => {
  vi.useFakeTimers();
  stubMotionPreference(false);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('services slider', () => {
  it('starts on House Feng Shui Audit and moves on every 5 seconds', () => {
    renderHome(<ServicesSlider />);
    expect(centreTitle()).toBe('House Feng Shui Audit');
    act(() => vi.advanceTimersByTime(4_999));
    expect(centreTitle()).toBe('House Feng Shui Audit');
    act(() => vi.advanceTimersByTime(1));
    expect(centreTitle()).toBe('Bazi Reading');
    act(() => vi.advanceTimersByTime(5_000));
    expect(centreTitle()).toBe('Auspicious Date Selection');
    act(() => vi.advanceTimersByTime(5_000));
    expect(centreTitle()).toBe('House Feng Shui Audit');
  });

  it('goes back and forth with the Previous and Next buttons, wrapping round', () => {
    renderHome(<ServicesSlider />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous service' }));
    expect(centreTitle()).toBe('Auspicious Date Selection');
    fireEvent.click(screen.getByRole('button', { name: 'Next service' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next service' }));
    expect(centreTitle()).toBe('Bazi Reading');
    expect(currentDot(/^Show service/)).toBe(1);
  });

  it('sends a click on the centre card to /consultation', () => {
    const { location } = renderHome(<ServicesSlider />);
    fireEvent.click(screen.getByRole('link', { name: /House Feng Shui Audit/ }));
    expect(location()).toBe('/consultation');
  });

  it('stands still for visitors who prefer reduced motion', () => {
    stubMotionPreference(true);
    renderHome(<ServicesSlider />);
    tick(20_000);
    expect(centreTitle()).toBe('House Feng Shui Audit');
    // The buttons still work: reduced motion stops the timer, not the visitor.
    fireEvent.click(screen.getByRole('button', { name: 'Next service' }));
    expect(centreTitle()).toBe('Bazi Reading');
  });

  it('waits while the pointer is over it and after the pause button is pressed', () => {
    renderHome(<ServicesSlider />);
    const region = screen.getByRole('region', { name: 'Guidance for your home and your year' });
    fireEvent.mouseEnter(region);
    tick(12_000);
    expect(centreTitle()).toBe('House Feng Shui Audit');
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(5_000));
    expect(centreTitle()).toBe('Bazi Reading');

    fireEvent.click(screen.getByRole('button', { name: 'Pause services' }));
    tick(12_000);
    expect(centreTitle()).toBe('Bazi Reading');
    fireEvent.click(screen.getByRole('button', { name: 'Play services' }));
    act(() => vi.advanceTimersByTime(5_000));
    expect(centreTitle()).toBe('Auspicious Date Selection');
  });
  it('waits while keyboard focus is inside it', () => {
    renderHome(<ServicesSlider />);
    act(() => screen.getByRole('button', { name: 'Next service' }).focus());
    tick(12_000);
    expect(centreTitle()).toBe('House Feng Shui Audit');
    act(() => screen.getByRole('button', { name: 'Next service' }).blur());
    tick(5_000);
    expect(centreTitle()).toBe('Bazi Reading');
  });

  it('waits while the tab is in the background', () => {
    renderHome(<ServicesSlider />);
    const setVisibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
    };
    setVisibility('hidden');
    tick(12_000);
    expect(centreTitle()).toBe('House Feng Shui Audit');
    setVisibility('visible');
    tick(5_000);
    expect(centreTitle()).toBe('Bazi Reading');
  });
});

describe('ad banner', () => {
  it('shows four banners, a new one every 5 seconds, the dot marking the current one', () => {
    renderHome(<AdBanner />);
    expect(screen.getAllByRole('button', { name: /^Show banner/ })).toHaveLength(4);
    expect(currentDot(/^Show banner/)).toBe(0);
    act(() => vi.advanceTimersByTime(5_000));
    expect(currentDot(/^Show banner/)).toBe(1);
    expect(screen.getByTestId('ad-banner-track').style.transform).toBe('translateX(-100%)');
    tick(15_000);
    expect(currentDot(/^Show banner/)).toBe(0);
  });

  it('jumps to a banner from its dot and restarts the wait from there', () => {
    renderHome(<AdBanner />);
    act(() => vi.advanceTimersByTime(3_000));
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 3' }));
    expect(currentDot(/^Show banner/)).toBe(2);
    act(() => vi.advanceTimersByTime(4_000));
    expect(currentDot(/^Show banner/)).toBe(2);
    act(() => vi.advanceTimersByTime(1_000));
    expect(currentDot(/^Show banner/)).toBe(3);
  });

  it('keeps banners that are not showing out of reach of the keyboard', () => {
    renderHome(<AdBanner />);
    const slides = screen.getAllByRole('group');
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true, true]);
    expect(within(slides[0]!).getByRole('link', { name: /Shop bracelets/ })).toHaveProperty(
      'href',
      expect.stringContaining('/category/feng-shui-bracelets'),
    );
    tick(5_000);
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([true, false, true, true]);
  });

  it('stands still for visitors who prefer reduced motion', () => {
    stubMotionPreference(true);
    renderHome(<AdBanner />);
    tick(30_000);
    expect(currentDot(/^Show banner/)).toBe(0);
  });
});
