import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakePartnersApi } from '../../../features/partners/testing/fake-partners-api';
import { setTokens } from '../../../lib/auth-tokens';
import { queryClient } from '../../../lib/query-client';
import { renderRoute } from '../../../test/render';
import { setScreenWidth } from '../../../test/screen-width';

let restoreScreen = () => {};

/** The screen's width as Mantine's media queries see it: a desktop (the tests' default reads as a phone). */
function useWideScreen() {
  restoreScreen = setScreenWidth('wide');
}

beforeEach(() => {
  queryClient.clear();
  const api = fakePartnersApi({ user: { first_names: 'Ana' } });
  setTokens({ access_token: api.access, refresh_token: 'refresh-1' });
});
afterEach(() => {
  restoreScreen();
  restoreScreen = () => {};
});

async function openPartnersPage() {
  const view = renderRoute('/en/dashboard/1/company_partners');
  const heading = await screen.findByRole('heading', { level: 1 });
  return { ...view, heading };
}

/** Presses Tab until the focus is in the page's content, and answers every stop on the way. */
async function tabToContent(user: ReturnType<typeof userEvent.setup>) {
  const stops: HTMLElement[] = [];
  const main = screen.getByRole('main');
  for (let press = 0; press < 40; press += 1) {
    await user.tab();
    const focused = document.activeElement as HTMLElement;
    if (main.contains(focused)) return stops;
    stops.push(focused);
  }
  throw new Error('Tab never reached the page content');
}

describe('the workspace menu with the keyboard', () => {
  it('on a phone, skips the closed menu: its pages are neither Tab stops nor read', async () => {
    const user = userEvent.setup();
    await openPartnersPage();

    expect(screen.queryByRole('navigation', { name: "Your company's sections" })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Documents' })).not.toBeInTheDocument();
    const stops = await tabToContent(user);
    const names = ['Skip to content', 'Open menu', 'Forja', 'Language', 'Your account menu'];
    expect(stops).toHaveLength(names.length);
    stops.forEach((stop, index) => expect(stop).toHaveAccessibleName(names[index]));
  });

  it('offers a skip link as the first stop, which leads to the page heading', async () => {
    const user = userEvent.setup();
    const { heading } = await openPartnersPage();

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(heading).toHaveFocus());
    // The next stop is in the page, not back in the header or the menu.
    await user.tab();
    expect(screen.getByRole('main')).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes the open menu with Escape and gives the focus back to the menu button', async () => {
    const user = userEvent.setup();
    await openPartnersPage();

    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('navigation', { name: "Your company's sections" });
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    // The page under the open menu is out of reach until it closes (jsdom has no inert of its own: the browser's
    // behaviour is checked in Chromium).
    expect(screen.getByRole('main')).toHaveAttribute('inert');

    within(menu).getByRole('link', { name: 'Documents' }).focus();
    await user.keyboard('{Escape}');
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: "Your company's sections" })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
  });

  it('leaves the menu open when Escape closes a dialog opened from it', async () => {
    const user = userEvent.setup();
    await openPartnersPage();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: "Your company's sections" });
    await user.click(within(menu).getByRole('button', { name: 'See your steps' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('navigation', { name: "Your company's sections" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('after choosing a page in the menu with Enter, puts the focus on the new page, out of the closed menu', async () => {
    const user = userEvent.setup();
    const { router } = await openPartnersPage();

    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('navigation', { name: "Your company's sections" });
    within(menu).getByRole('link', { name: 'Partner documents' }).focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/dashboard/1/partners_documents'));
    expect(screen.queryByRole('navigation', { name: "Your company's sections" })).not.toBeInTheDocument();
    const main = screen.getByRole('main');
    await waitFor(() => expect(within(main).getByRole('heading', { level: 1 })).toHaveFocus());
    await user.tab();
    expect(main).toContainElement(document.activeElement as HTMLElement);
  });

  it('on a wide screen, keeps the sidebar beside the page, its pages reachable with Tab', async () => {
    useWideScreen();
    const user = userEvent.setup();
    await openPartnersPage();

    const menu = screen.getByRole('navigation', { name: "Your company's sections" });
    expect(within(menu).getByRole('link', { name: 'Documents' })).toBeVisible();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    const stops: HTMLElement[] = [];
    for (let press = 0; press < 30 && !stops.some((stop) => stop.textContent === 'Documents'); press += 1) {
      await user.tab();
      stops.push(document.activeElement as HTMLElement);
    }
    expect(menu).toContainElement(stops.at(-1)!);
  });
});
