import { Navigate, Route, Routes } from 'react-router';
import { AdminNotFound } from '../components/AdminPlaceholders.tsx';
import { ContentLayout } from './components/ContentLayout.tsx';
import { BlogEditPage } from './pages/BlogEditPage.tsx';
import { BlogsPage } from './pages/BlogsPage.tsx';
import { FaqEditPage } from './pages/FaqEditPage.tsx';
import { FaqsPage } from './pages/FaqsPage.tsx';
import { GuideEditPage } from './pages/GuideEditPage.tsx';
import { GuidesPage } from './pages/GuidesPage.tsx';
import { PressMentionsPage } from './pages/PressMentionsPage.tsx';
import { ZodiacEditPage } from './pages/ZodiacEditPage.tsx';
import { ZodiacsPage } from './pages/ZodiacsPage.tsx';

/** /admin/content/*: the content desk's own routes, so the admin's route list gains one line. */
export function ContentRoutes() {
  return (
    <Routes>
      <Route element={<ContentLayout />}>
        <Route index element={<Navigate to="blogs" replace />} />
        <Route path="blogs" element={<BlogsPage />} />
        <Route path="blogs/new" element={<BlogEditPage />} />
        <Route path="blogs/:blogId" element={<BlogEditPage />} />
        <Route path="faqs" element={<FaqsPage />} />
        <Route path="faqs/new" element={<FaqEditPage />} />
        <Route path="faqs/:faqId" element={<FaqEditPage />} />
        <Route path="zodiacs" element={<ZodiacsPage />} />
        <Route path="zodiacs/:sign" element={<ZodiacEditPage />} />
        <Route path="guides" element={<GuidesPage />} />
        <Route path="guides/new" element={<GuideEditPage />} />
        <Route path="guides/:guideId" element={<GuideEditPage />} />
        <Route path="press" element={<PressMentionsPage />} />
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}
