import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jobKeys } from '../../api/jobs';
import { matchKeys } from '../../api/match';
import { GetStarted } from './GetStarted';
import { ProgressTile } from './ProgressTile';
import { RecommendedJobs } from './RecommendedJobs';

const render = (node: ReactNode, seed: (client: QueryClient) => void = () => {}) => {
  const client = new QueryClient();
  seed(client);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
};

describe("a new user's dashboard", () => {
  it('offers Import your resume first, then the step-by-step library', () => {
    const html = render(<GetStarted />);
    const links = [...html.matchAll(/<a[^>]* href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((match) => [match[1], match[2]]);
    expect(links).toEqual([
      ['/content-library/import', 'Import your resume'],
      ['/content-library', 'Build your library step by step'],
    ]);
  });

  it.each([
    [false, 'not done', '✗'],
    [true, 'done', '✓'],
  ])('a progress tile done=%s reads %j, in calm colours (no red)', (done, label, shown) => {
    const html = render(<ProgressTile label="Resume Ready" done={done} />);
    expect(html).toContain(`aria-label="${label}"`);
    expect(html).toContain(shown);
    expect(html).not.toMatch(/rose|red-/);
  });

  it('marks the sample jobs as examples and shows no match percentage', () => {
    const html = render(<RecommendedJobs />, (client) => {
      client.setQueryData(jobKeys.board, []);
      client.setQueryData(matchKeys.scores, []);
    });
    expect(html).toContain('These are examples.');
    expect(html.match(/>Example</g)).toHaveLength(3);
    expect(html.match(/>View Job</g)).toHaveLength(3);
    expect(html).not.toMatch(/\d+%/);
  });
});
