// A video of the video provider (SPEC §4 'Video'): blocked behind a placeholder until the visitor
// accepts the video cookies; accepting there sets the consent's video flag for the whole site and
// shows the player. The player comes from the provider's no-cookie domain, which the CSP allows
// (server/middleware/security-headers.ts).
import { useTranslation } from '../i18n.tsx';
import { useConsent } from './consent-context.tsx';

export const VIDEO_PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';
const VIDEO_ID = /^[\w-]{6,20}$/;

/** The player's address for a video id; null when the id is not one. */
export function playerUrl(videoId: string): string | null {
  return VIDEO_ID.test(videoId) ? `${VIDEO_PLAYER_ORIGIN}/embed/${videoId}` : null;
}

export function ConsentVideo({ videoId, title }: { videoId: string; title: string }) {
  const { t } = useTranslation();
  const { choice, choose } = useConsent();
  const src = playerUrl(videoId);
  if (!src) return null;
  if (choice?.video) {
    return (
      <div className="consent-video">
        <iframe
          src={src}
          title={t('video.frameTitle', { title })}
          loading="lazy"
          allow="picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <div className="consent-video consent-video--blocked">
      <p className="consent-video__title">{title}</p>
      <p>{t('video.blocked')}</p>
      <button
        type="button"
        className="button"
        onClick={() => choose({ measurement: choice?.measurement ?? false, video: true })}
      >
        {t('video.accept')}
      </button>
    </div>
  );
}
