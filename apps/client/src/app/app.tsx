import { useEffect } from 'react';
import { BrowserRouter, useNavigate, useRoutes } from 'react-router-dom';
import { setNavigator } from '../lib/navigation';
import { AppProvider } from './provider';
import { routes } from './router';

/** The page for the address; lets stores navigate through the router. */
function AppRoutes() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to, options) => void navigate(to, options)), [navigate]);
  return useRoutes(routes);
}

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
