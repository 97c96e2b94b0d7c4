import { ModalsProvider } from '@mantine/modals';
import { Outlet } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';
import { useDocumentTitle } from './use-document-title';
import { useNavigationProgress } from './use-navigation-progress';
import classes from './shell.module.css';

/** Header, main area and footer of every signed-in page (spec 1 section 2.3). */
export function AppShell() {
  useDocumentTitle();
  useNavigationProgress();
  return (
    // The confirm dialogs (ui/confirm) are only opened from signed-in pages.
    <ModalsProvider modalProps={{ closeOnClickOutside: false, centered: true }} labels={{ confirm: "Yes, I'm sure", cancel: 'Cancel' }}>
      <div className={classes.shell}>
        <a href="#main" className={classes.skipLink}>
          Skip to content
        </a>
        <Header />
        <main id="main" className={classes.main} tabIndex={-1}>
          <Outlet />
        </main>
        <Footer />
      </div>
    </ModalsProvider>
  );
}
