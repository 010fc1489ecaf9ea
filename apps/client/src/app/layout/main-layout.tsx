import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { shellTexts } from '../texts';
import { Footer } from './footer';
import { OfflineNote } from './offline-note';
import { PageErrorBoundary } from './page-error-boundary';
import { PageLoading } from './page-loading';
import { RouteFocus } from './route-focus';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import styles from './main-layout.module.css';

const MAIN_ID = 'main';

/** Top bar, the page, the footer; the side menu for logged-in users. */
export function MainLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <a href={`#${MAIN_ID}`} className="skip-link">
        {shellTexts.skipToContent}
      </a>
      <TopBar />
      <OfflineNote />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        <PageErrorBoundary pathname={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <RouteFocus mainId={MAIN_ID} />
      <Footer />
      <SideMenu />
    </>
  );
}
