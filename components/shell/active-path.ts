/** The item for a path: exact match or a sub-page (/dashboard/mood is still Home); /checkin is not /checkin-x. */
export function isActivePath(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
