import { lazy } from 'react';

// The forms, their schemas and react-hook-form load when a visitor first reaches for the menu,
// whether it opens as the desktop dropdown or the phone's sheet.
const loadVisitorPanels = () => import('./profile-menu-panels.tsx');

export const VisitorPanels = lazy(() => loadVisitorPanels().then((m) => ({ default: m.VisitorPanels })));

export const preloadVisitorPanels = () => void loadVisitorPanels().catch(() => {});
