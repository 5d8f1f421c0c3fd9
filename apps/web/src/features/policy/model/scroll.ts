/**
 * In-page navigation for hash routing: href="#id" would change the route, so the table of
 * contents scrolls to the element instead.
 */
export function sectionElementId(sectionId: string): string {
  return `policy-section-${sectionId}`;
}

function scrollBehaviour(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

export function scrollToSection(sectionId: string): void {
  const element = document.getElementById(sectionElementId(sectionId));
  if (!element) return;
  element.scrollIntoView({ behavior: scrollBehaviour(), block: 'start' });
  // move keyboard focus with the view so that the next Tab continues from the section
  element.focus({ preventScroll: true });
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: scrollBehaviour() });
}
