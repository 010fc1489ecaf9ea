import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { shellTexts } from '../texts';
import { Footer } from './footer';
import { OfflineNote } from './offline-note';
import { PageLoading } from './page-loading';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import styles from './main-layout.module.css';

/** Top bar, the page, the footer; the side menu for logged-in users. */
export function MainLayout() {
  return (
    <>
      <a href="#main" className="skip-link">
        {shellTexts.skipToContent}
      </a>
      <TopBar />
      <OfflineNote />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <SideMenu />
    </>
  );
}
