import { readFileSync } from 'node:fs';
import path from 'node:path';

const webRoot = path.join(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(webRoot, file), 'utf8');

describe("the islands' page (islands.html)", () => {
  it("is the app's page (index.html) with the islands' script in place of the app's, and nothing else", () => {
    const app = read('index.html');
    const islands = read('islands.html');
    expect(app).toContain('<script type="module" src="/src/main.tsx"></script>');
    expect(islands.replace('/src/public-pages/islands-main.tsx', '/src/main.tsx')).toBe(app);
  });
});
