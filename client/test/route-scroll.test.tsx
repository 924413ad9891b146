/**
 * RouteScroll arrives in its own chunk after the first paint. A person who taps a footer link before it has
 * arrived must still land on the new page's top with focus on its main area, as after any other link.
 */
import { useEffect, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import RouteScroll from '../src/app/RouteScroll';
import { MAIN_ID } from '../src/app/mainId';

function Page({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

/** The layout before and after RouteScroll's chunk has come: `loaded` mounts it. */
function Shell({ loaded }: { loaded: boolean }) {
  return (
    <>
      <main id={MAIN_ID} tabIndex={-1}>
        <Routes>
          <Route path="/shop" element={<Page title="Shop" />} />
          <Route path="/blog" element={<Page title="Blog" />} />
        </Routes>
      </main>
      <footer>
        <Link to="/blog">Blog</Link>
      </footer>
      {loaded && <RouteScroll />}
    </>
  );
}

function Harness({ loadAfterClick }: { loadAfterClick: boolean }) {
  const [loaded, setLoaded] = useState(!loadAfterClick);
  useEffect(() => {
    (window as unknown as { loadRouteScroll: () => void }).loadRouteScroll = () => setLoaded(true);
  }, []);
  return <Shell loaded={loaded} />;
}

const scrollTo = jest.fn();
beforeEach(() => {
  scrollTo.mockClear();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

test.each([
  ['already loaded', false],
  ['loaded after the tap', true],
])(
  'a footer link opens the new page at its top with focus on main (RouteScroll %s)',
  async (_name, loadAfterClick) => {
    render(
      <MemoryRouter initialEntries={['/shop']}>
        <Harness loadAfterClick={loadAfterClick} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Blog' });
    link.focus();
    await act(async () => {
      link.click();
    });
    expect(screen.getByRole('heading', { name: 'Blog' })).toBeTruthy();
    if (loadAfterClick)
      await act(async () => {
        (window as unknown as { loadRouteScroll: () => void }).loadRouteScroll();
      });
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  },
);

test('on the first page of a load it leaves scroll and focus alone', () => {
  render(
    <MemoryRouter initialEntries={['/shop']}>
      <Shell loaded />
    </MemoryRouter>,
  );
  expect(scrollTo).not.toHaveBeenCalled();
  expect(document.activeElement).toBe(document.body);
});
