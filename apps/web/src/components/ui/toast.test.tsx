import { act, render, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n, toastList } from '@/test/render';
import { TOAST_DURATION_MS, ToastProvider, useToast } from './toast';

const captured: { toast?: ReturnType<typeof useToast> } = {};

/** Hands the toast API to the test, as a screen's code would use it. */
function Capture() {
  const toast = useToast();
  useEffect(() => {
    captured.toast = toast;
  }, [toast]);
  return null;
}

describe('Toasts', () => {
  beforeAll(() => setupI18n('en'));
  beforeEach(() => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Capture />
      </ToastProvider>,
    );
  });
  afterEach(() => vi.useRealTimers());

  const say = (send: (toast: ReturnType<typeof useToast>) => void) => act(() => send(captured.toast!));
  const texts = () => toastList().map((item) => item.textContent);

  it('go away on their own after a few seconds', async () => {
    await say((toast) => toast.success('Site added: Lyon plant'));
    expect(texts()).toEqual(['Site added: Lyon plant×']);
    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 100));
    expect(toastList()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(toastList()).toHaveLength(0);
  });

  it('keep an error until it is dismissed', async () => {
    await say((toast) => toast.error('Unable to delete the site', 'Network error'));
    await act(() => vi.advanceTimersByTimeAsync(10 * TOAST_DURATION_MS));
    vi.useRealTimers();
    const user = userEvent.setup();
    const [error] = toastList();
    expect(error).toHaveTextContent('Unable to delete the site');
    expect(error).toHaveTextContent('Network error');
    await user.click(within(error!).getByRole('button', { name: 'Dismiss' }));
    expect(toastList()).toHaveLength(0);
  });

  it('keep the full text of a long name in the title, and show at most three, the same message once', async () => {
    const long = `Site added: ${'Very long site name '.repeat(12).trim()}`;
    await say((toast) => toast.success(long));
    expect(screen.getByTitle(long)).toHaveClass('line-clamp-2');
    await say((toast) => toast.success('Site added: A'));
    await say((toast) => toast.success('Site added: A'));
    expect(toastList()).toHaveLength(2);
    await say((toast) => toast.success('Site added: B'));
    await say((toast) => toast.success('Site added: C'));
    expect(texts()).toEqual(['Site added: A×', 'Site added: B×', 'Site added: C×']);
  });
});
