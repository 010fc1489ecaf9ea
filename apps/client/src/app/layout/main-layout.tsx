import { Outlet } from 'react-router-dom';
import { shellTexts } from '../texts';
import { Footer } from './footer';
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
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <SideMenu />
    </>
  );
}
