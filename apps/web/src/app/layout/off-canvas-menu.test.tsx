import { AppShell } from '@mantine/core';
import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BOTTOM_OVERLAY_SPACE } from '../../lib/bottom-overlay';
import { AppProvider } from '../provider';
import { setScreenWidth } from '../../test/screen-width';
import { useOffCanvasMenu } from './off-canvas-menu';

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

let restoreScreen: () => void = () => undefined;
afterEach(() => restoreScreen());

describe('useOffCanvasMenu', () => {
  it('on a phone, keeps room below the menu for a panel fixed at the bottom (the consent banner)', () => {
    restoreScreen = setScreenWidth('phone');
    const { result } = renderHook(() => useOffCanvasMenu(), { wrapper });
    expect(result.current.navbarProps.pb).toBe(
      `calc(var(--mantine-spacing-md) + var(${BOTTOM_OVERLAY_SPACE}, 0px))`,
    );
  });

  it('keeps that room in a navbar with its own padding, as the workspace and the back office give it', () => {
    restoreScreen = setScreenWidth('phone');
    function Shell() {
      const menu = useOffCanvasMenu();
      return (
        <AppShell navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !menu.opened } }}>
          <AppShell.Navbar p="md" aria-label="Menú" {...menu.navbarProps}>
            <a href="/es/backoffice/staff">Equipo</a>
          </AppShell.Navbar>
        </AppShell>
      );
    }
    const { container } = render(
      <AppProvider>
        <MemoryRouter>
          <Shell />
        </MemoryRouter>
      </AppProvider>,
    );
    const nav = container.querySelector('nav');
    expect(nav?.getAttribute('style')).toContain(
      `padding-bottom: calc(var(--mantine-spacing-md) + var(${BOTTOM_OVERLAY_SPACE}, 0px))`,
    );
  });

  it('beside the page on a wide screen, keeps its own padding', () => {
    restoreScreen = setScreenWidth('wide');
    const { result } = renderHook(() => useOffCanvasMenu(), { wrapper });
    expect(result.current.navbarProps.pb).toBeUndefined();
  });
});
