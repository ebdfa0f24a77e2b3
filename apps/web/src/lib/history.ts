/** React Router numbers this tab's history entries; 0 means the visit started on this page. */
export function hasEarlierPage(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}
