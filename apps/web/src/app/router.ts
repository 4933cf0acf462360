import { createBrowserRouter } from 'react-router';
import { routes } from './route-config';

/* Created at import so the route modules for the current URL load while /api/health is checked. */
export const router = createBrowserRouter(routes);
