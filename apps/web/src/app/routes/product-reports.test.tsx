import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { jsonResponse, setupI18n } from '@/test/render';
import { ProductReportRoute } from './product-reports';

describe('/product-reports/{slug}', () => {
  const fetchMock = vi.fn<typeof fetch>();
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows the public not-found page when the report is not (or no longer) published', async () => {
    await setupI18n('en');
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Not found', code: 'not_found' }, 404));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <MemoryRouter initialEntries={['/product-reports/withdrawn']}>
        <Routes>
          <Route path="/product-reports/:slug" element={<ProductReportRoute />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
    await waitFor(() => expect(String(fetchMock.mock.calls[0]![0])).toContain('/public/product-reports/withdrawn'));
  });
});
