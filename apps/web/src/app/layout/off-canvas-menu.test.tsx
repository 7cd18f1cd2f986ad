import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BOTTOM_OVERLAY_SPACE } from '../../lib/bottom-overlay';
import { setScreenWidth } from '../../test/screen-width';
import { useOffCanvasMenu } from './off-canvas-menu';

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

let restoreScreen: () => void = () => undefined;
afterEach(() => restoreScreen());

describe('useOffCanvasMenu', () => {
  it('on a phone, keeps room below the menu for a panel fixed at the bottom (the consent banner)', () => {
    restoreScreen = setScreenWidth('phone');
    const { result } = renderHook(() => useOffCanvasMenu(), { wrapper });
    expect(result.current.navbarProps.style.paddingBottom).toBe(
      `calc(var(--mantine-spacing-md) + var(${BOTTOM_OVERLAY_SPACE}, 0px))`,
    );
  });

  it('beside the page on a wide screen, keeps its own padding', () => {
    restoreScreen = setScreenWidth('wide');
    const { result } = renderHook(() => useOffCanvasMenu(), { wrapper });
    expect(result.current.navbarProps.style.paddingBottom).toBeUndefined();
  });
});
