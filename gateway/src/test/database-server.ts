/** Where the test run's PostgreSQL server is; set by global-setup for every test worker. */
export const TEST_ADMIN_URL_ENV = 'NIVAAS_TEST_ADMIN_URL';
export const TEST_TEMPLATE_ENV = 'NIVAAS_TEST_TEMPLATE';

/** The connection string of another database on the server behind `adminUrl`. */
export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Databases of one test run share this prefix: `<prefix>_template` and one `<prefix>_<hex>` per file. */
export function testRunPrefix(pid: number): string {
  return `nivaas_test_${pid}`;
}

export function runPrefixOfTemplate(template: string): string {
  return template.replace(/_template$/, '');
}
