import { useId } from 'react';
import Box from '@mui/material/Box';

/**
 * Inline SVG illustration for the 404 and 403 pages: a page with a magnifying glass (404)
 * or a padlock (403). role="img" + <title> give it its alt text.
 */
export function StatusIllustration({ kind, label }: { kind: '404' | '403'; label: string }) {
  const titleId = useId();
  return (
    <Box
      component="svg"
      role="img"
      aria-labelledby={titleId}
      viewBox="0 0 320 220"
      sx={{ width: '100%', maxWidth: 320, height: 'auto', display: 'block', mx: 'auto' }}
    >
      <title id={titleId}>{label}</title>
      <ellipse cx="160" cy="200" rx="120" ry="12" fill="#eceff1" />
      <rect x="92" y="28" width="136" height="168" rx="10" fill="#ffffff" stroke="#b0bec5" strokeWidth="3" />
      <rect x="112" y="52" width="96" height="10" rx="5" fill="#eceff1" />
      <rect x="112" y="72" width="76" height="10" rx="5" fill="#eceff1" />
      <rect x="112" y="92" width="86" height="10" rx="5" fill="#eceff1" />
      <text
        x="160"
        y="160"
        textAnchor="middle"
        fontFamily="Cairo, Arial, sans-serif"
        fontSize="44"
        fontWeight="700"
        fill="#c62828"
        direction="ltr"
      >
        {kind}
      </text>
      {kind === '404' ? (
        <g>
          <circle cx="232" cy="92" r="34" fill="#ffebee" stroke="#8e0000" strokeWidth="8" />
          <line x1="256" y1="118" x2="290" y2="154" stroke="#8e0000" strokeWidth="12" strokeLinecap="round" />
          <text x="232" y="104" textAnchor="middle" fontFamily="Cairo, Arial, sans-serif" fontSize="32" fontWeight="700" fill="#8e0000">
            ?
          </text>
        </g>
      ) : (
        <g>
          <path d="M212 84v-16a22 22 0 0 1 44 0v16" fill="none" stroke="#37474f" strokeWidth="9" />
          <rect x="200" y="82" width="68" height="56" rx="8" fill="#c62828" />
          <circle cx="234" cy="104" r="8" fill="#ffffff" />
          <rect x="230" y="106" width="8" height="18" rx="3" fill="#ffffff" />
        </g>
      )}
    </Box>
  );
}
