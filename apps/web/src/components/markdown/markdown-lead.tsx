import type { LeadParagraph } from './lead-paragraph.ts';
import './markdown-lead.css';

/**
 * A text's opening paragraph drawn before the markdown renderer has come (leadParagraph says when it
 * can be): the same elements, text and box the renderer will draw in its place.
 */
export function MarkdownLead({ lead }: { lead: LeadParagraph }) {
  return (
    <div className="rs-md-lead">
      <p>
        {lead.parts.map((part, i) =>
          part.strong ? <strong key={i}>{part.text}</strong> : part.text,
        )}
      </p>
    </div>
  );
}
