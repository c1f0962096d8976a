// The entry's second stage (src/main.tsx): React Router, evaluated in a task of its own. It names
// only what app/start.tsx uses: a dynamic import of 'react-router' itself would keep every export of
// the package in the build (60 KB gzipped instead of 31).
export { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
