import { Slot } from '@radix-ui/react-slot';
import { useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { Modal } from '@/ui/modal.tsx';
import { CopyableLink } from './copyable-link.tsx';

export type ShareLinkProps = {
  /** The whole address shared, origin included. */
  link: string;
  /** What the device's share sheet calls it, e.g. the trip's name. */
  name: string;
  modalTitle: string;
  /** What opening the link does, so the walker knows what they are handing over. */
  modalDescription: ReactNode;
  /** The link field's label. */
  linkLabel: string;
  /** The button that shares; a press on it shares. */
  children: ReactElement;
};

/**
 * Share a link (spec 3 "Share modal"): the device's own share sheet where there is one, else a
 * modal with the link and Copy URL. Plans and custom tracks share this way.
 */
export function ShareLink({ link, name, modalTitle, modalDescription, linkLabel, children }: ShareLinkProps) {
  const [modalOpen, setModalOpen] = useState(false);

  async function share() {
    const data = { title: name, url: link };
    if (!('share' in navigator) || ('canShare' in navigator && !navigator.canShare(data))) {
      setModalOpen(true);
      return;
    }
    try {
      await navigator.share(data);
    } catch {
      // Closing the share sheet rejects the promise too: the walker chose not to share.
    }
  }

  return (
    <>
      <Slot onClick={() => void share()}>{children}</Slot>
      <Modal open={modalOpen} onOpenChange={setModalOpen} title={modalTitle} description={modalDescription}>
        <CopyableLink link={link} label={linkLabel} />
      </Modal>
    </>
  );
}
