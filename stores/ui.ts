import { create } from 'zustand';
import {
  closeModalState,
  closeSidebarState,
  initialUI,
  openModalState,
  openSidebarState,
  type ModalView,
  type SidebarView,
  type UIData,
} from './ui-state';


export type UIStore = UIData & {
  openModal: (view: ModalView, options?: { redirect?: string | null; props?: Record<string, string> }) => void;
  closeModal: () => void;
  openSidebar: (view: SidebarView, options?: { redirect?: string | null }) => void;
  closeSidebar: () => void;
  /** closes whichever of the two is open */
  closeAll: () => void;
};

export const useUIStore = create<UIStore>()((set) => ({
  ...initialUI,
  openModal: (view, options) => set(openModalState(view, options?.redirect ?? null, options?.props ?? null)),
  closeModal: () => set((s) => closeModalState(s)),
  openSidebar: (view, options) => set(openSidebarState(view, options?.redirect ?? null)),
  closeSidebar: () => set((s) => closeSidebarState(s)),
  closeAll: () => set((s) => closeSidebarState(closeModalState(s))),
}));
