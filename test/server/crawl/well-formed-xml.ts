// A strict reader of the XML our crawl files use (elements, attributes, text, the five named
// entities and character references): it throws on anything that is not well formed, and
// returns the element tree the tests walk.
import assert from 'node:assert/strict';

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const NAME = '[A-Za-z_][\\w.:-]*';
const TAG = new RegExp(`<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*"[^"<]*")*)\\s*(/?)>`, 'y');
const ATTRIBUTE = new RegExp(`(${NAME})\\s*=\\s*"([^"<]*)"`, 'g');
const ENTITY = /&(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string, where: string): string {
  assert.ok(!text.replace(ENTITY, '').includes('&'), `a bare & in ${where}: ${text.slice(0, 80)}`);
  return text.replace(ENTITY, (entity) => {
    const body = entity.slice(1, -1);
    if (body.startsWith('#x')) return String.fromCodePoint(parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return String.fromCodePoint(Number(body.slice(1)));
    return ENTITIES[body]!;
  });
}

export function parseXml(document: string): XmlElement {
  const declaration = /^<\?xml version="1\.0" encoding="UTF-8"\?>\n?/.exec(document);
  assert.ok(declaration, 'starts with the XML declaration');
  let at = declaration[0].length;
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack = [root];
  while (at < document.length) {
    const next = document.indexOf('<', at);
    const text = document.slice(at, next === -1 ? document.length : next);
    if (text.trim() !== '') {
      assert.ok(stack.length > 1, `text outside the root element: ${text.slice(0, 80)}`);
      assert.ok(!text.includes('>'), `a bare > in text: ${text.slice(0, 80)}`);
      stack.at(-1)!.text += decode(text, 'text');
    }
    if (next === -1) break;
    TAG.lastIndex = next;
    const tag = TAG.exec(document);
    assert.ok(tag, `not a tag at ${next}: ${document.slice(next, next + 80)}`);
    const [, closing, name, attributeText, selfClosing] = tag;
    if (closing) {
      assert.equal(stack.pop()!.name, name, `</${name}> closes the open element`);
    } else {
      const attributes: Record<string, string> = {};
      for (const [, key, value] of attributeText!.matchAll(ATTRIBUTE)) {
        assert.ok(!(key! in attributes), `attribute ${key} given twice`);
        attributes[key!] = decode(value!, `attribute ${key}`);
      }
      const element: XmlElement = { name: name!, attributes, children: [], text: '' };
      assert.ok(stack.length > 1 || root.children.length === 0, 'one root element');
      stack.at(-1)!.children.push(element);
      if (!selfClosing) stack.push(element);
    }
    at = TAG.lastIndex;
  }
  assert.equal(stack.length, 1, `unclosed element <${stack.at(-1)!.name}>`);
  assert.equal(root.children.length, 1, 'one root element');
  return root.children[0]!;
}

export const childrenNamed = (element: XmlElement, name: string) =>
  element.children.filter((child) => child.name === name);
