import { ElementNode, type DOMConversionMap, type DOMExportOutput, type SerializedElementNode } from 'lexical';

/**
 * The accordion block: a <details> with a <summary> title and a body. It exports plain HTML, so
 * the saved description needs no script to open and close.
 */
export class CollapsibleContainerNode extends ElementNode {
  static getType(): string {
    return 'collapsible-container';
  }

  static clone(node: CollapsibleContainerNode): CollapsibleContainerNode {
    return new CollapsibleContainerNode(node.__key);
  }

  static importJSON(): CollapsibleContainerNode {
    return new CollapsibleContainerNode();
  }

  static importDOM(): DOMConversionMap {
    return { details: () => ({ conversion: () => ({ node: new CollapsibleContainerNode() }), priority: 1 }) };
  }

  exportJSON(): SerializedElementNode {
    return { ...super.exportJSON(), type: 'collapsible-container', version: 1 };
  }

  createDOM(): HTMLElement {
    const details = document.createElement('details');
    details.open = true;
    details.className = 'editor-collapsible';
    return details;
  }

  updateDOM(): false {
    return false;
  }

  exportDOM(): DOMExportOutput {
    return { element: document.createElement('details') };
  }

  isShadowRoot(): boolean {
    return true;
  }
}

export class CollapsibleTitleNode extends ElementNode {
  static getType(): string {
    return 'collapsible-title';
  }

  static clone(node: CollapsibleTitleNode): CollapsibleTitleNode {
    return new CollapsibleTitleNode(node.__key);
  }

  static importJSON(): CollapsibleTitleNode {
    return new CollapsibleTitleNode();
  }

  static importDOM(): DOMConversionMap {
    return { summary: () => ({ conversion: () => ({ node: new CollapsibleTitleNode() }), priority: 1 }) };
  }

  exportJSON(): SerializedElementNode {
    return { ...super.exportJSON(), type: 'collapsible-title', version: 1 };
  }

  createDOM(): HTMLElement {
    const summary = document.createElement('summary');
    summary.className = 'editor-collapsible-title';
    return summary;
  }

  updateDOM(): false {
    return false;
  }

  exportDOM(): DOMExportOutput {
    return { element: document.createElement('summary') };
  }
}

export class CollapsibleContentNode extends ElementNode {
  static getType(): string {
    return 'collapsible-content';
  }

  static clone(node: CollapsibleContentNode): CollapsibleContentNode {
    return new CollapsibleContentNode(node.__key);
  }

  static importJSON(): CollapsibleContentNode {
    return new CollapsibleContentNode();
  }

  static importDOM(): DOMConversionMap {
    return {
      div: (element: HTMLElement) =>
        element.parentElement?.tagName === 'DETAILS' ? { conversion: () => ({ node: new CollapsibleContentNode() }), priority: 2 } : null,
    };
  }

  exportJSON(): SerializedElementNode {
    return { ...super.exportJSON(), type: 'collapsible-content', version: 1 };
  }

  createDOM(): HTMLElement {
    const div = document.createElement('div');
    div.className = 'editor-collapsible-content';
    return div;
  }

  updateDOM(): false {
    return false;
  }

  exportDOM(): DOMExportOutput {
    return { element: document.createElement('div') };
  }

  isShadowRoot(): boolean {
    return true;
  }
}
