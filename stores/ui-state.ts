/** Views the sidebar can show. */
export type SidebarView = 'cart' | 'menu' | 'filters';
/** Views the modal can show. */
export type ModalView = 'video' | 'login' | 'consent-settings';

/** The UI store's data: a modal and a sidebar, never both open. */
export type UIData = {
  displayModal: boolean;
  displaySidebar: boolean;
  modalView: ModalView | null;
  sidebarView: SidebarView | null;
  /** where to go after the open view is done (e.g. after a login modal) */
  redirect: string | null;
  /** payload of the open modal, e.g. the video source */
  modalProps: Record<string, string> | null;
};

export const initialUI: UIData = {
  displayModal: false,
  displaySidebar: false,
  modalView: null,
  sidebarView: null,
  redirect: null,
  modalProps: null,
};

/** Opening the modal closes the sidebar. */
export function openModalState(view: ModalView, redirect: string | null = null, modalProps: Record<string, string> | null = null): UIData {
  return { displayModal: true, modalView: view, modalProps, redirect, displaySidebar: false, sidebarView: null };
}

/** Closing clears the view and the redirect. */
export function closeModalState(s: UIData): UIData {
  return { ...s, displayModal: false, modalView: null, modalProps: null, redirect: null };
}

/** Opening the sidebar closes the modal. */
export function openSidebarState(view: SidebarView, redirect: string | null = null): UIData {
  return { displaySidebar: true, sidebarView: view, redirect, displayModal: false, modalView: null, modalProps: null };
}

export function closeSidebarState(s: UIData): UIData {
  return { ...s, displaySidebar: false, sidebarView: null, redirect: null };
}
