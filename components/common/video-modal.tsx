import { useT } from '@/lib/i18n';
import { useUIStore } from '@/stores/ui';
import { Modal } from './modal';
import styles from './video-modal.module.css';

/** Plays the mp4 given in the UI store's modal props (src, title, captions + captionsLang/captionsLabel); the close control and Escape end it. */
export function VideoModal() {
  const { t } = useT();
  const open = useUIStore((s) => s.displayModal && s.modalView === 'video');
  const props = useUIStore((s) => s.modalProps);
  const closeModal = useUIStore((s) => s.closeModal);
  const src = props?.src ?? '/videos/zweitwerk-refurbishing.mp4';
  const title = props?.title ?? t('video_title');
  return (
    <Modal open={open} onClose={closeModal} title={title} wide testId="video-modal">
      <video className={styles.video} src={src} controls autoPlay playsInline preload="metadata" data-testid="video-player">
        {props?.captions ? <track kind="captions" src={props.captions} srcLang={props.captionsLang} label={props.captionsLabel} default /> : null}
      </video>
    </Modal>
  );
}
