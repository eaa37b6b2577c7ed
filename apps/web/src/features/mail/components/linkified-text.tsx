import { Fragment } from 'react';
import Link from '@mui/material/Link';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** Plain text with its http(s) links made clickable (the text itself is never parsed as HTML). */
export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, i) => {
        if (i % 2 === 1) {
          // Trailing punctuation is usually the sentence's, not the link's.
          const m = /^(.*?)([.,;:!?)\]]*)$/.exec(part);
          const href = m ? m[1] : part;
          const tail = m ? m[2] : '';
          return (
            <Fragment key={i}>
              <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
                {href}
              </Link>
              {tail}
            </Fragment>
          );
        }
        return <Fragment key={i}>{part}</Fragment>;
      })}
    </>
  );
}
