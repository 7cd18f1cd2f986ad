import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID } from './off-canvas-menu';

/**
 * The first stop of the keyboard on pages with a sidebar: out of sight until it has the focus (global.css), it
 * leads past the header and the menu to the page's content.
 */
export function SkipLink({ onSkip }: { onSkip: () => void }) {
  const { t } = useTranslation('common');
  return (
    <a
      className="forja-skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Moved by hand: a fragment in the address would be read by the router as a navigation.
        event.preventDefault();
        onSkip();
      }}
    >
      {t('skip_to_content')}
    </a>
  );
}
