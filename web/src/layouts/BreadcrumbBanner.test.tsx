import { crumbsFromPath } from './BreadcrumbBanner';

describe('crumbsFromPath', () => {
  it('makes one crumb per segment with readable labels and cumulative links', () => {
    expect(crumbsFromPath('/dashboard/admin-login')).toEqual([
      { label: 'Dashboard', to: '/dashboard' },
      { label: 'Admin Login', to: '/dashboard/admin-login' },
    ]);
  });
  it('has no crumbs at home', () => {
    expect(crumbsFromPath('/')).toEqual([]);
  });
});
