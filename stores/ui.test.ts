import { beforeEach, describe, expect, it } from 'vitest';
import { useUIStore } from './ui';
import { initialUI } from './ui-state';

const state = () => useUIStore.getState();

describe('ui store', () => {
  beforeEach(() => useUIStore.setState(initialUI));

  it('starts with nothing open', () => {
    expect(state()).toMatchObject({ displayModal: false, displaySidebar: false, modalView: null, sidebarView: null, redirect: null });
  });

  it('opening the modal closes the sidebar', () => {
    state().openSidebar('cart', { redirect: '/checkout' });
    state().openModal('login', { redirect: '/account/orders' });
    expect(state()).toMatchObject({ displayModal: true, modalView: 'login', redirect: '/account/orders', displaySidebar: false, sidebarView: null });
  });

  it('opening the sidebar closes the modal', () => {
    state().openModal('video', { props: { src: '/videos/x.mp4' } });
    state().openSidebar('menu');
    expect(state()).toMatchObject({ displaySidebar: true, sidebarView: 'menu', displayModal: false, modalView: null, modalProps: null });
  });

  it('closing the modal clears its view and the redirect', () => {
    state().openModal('login', { redirect: '/account' });
    state().closeModal();
    expect(state()).toMatchObject({ displayModal: false, modalView: null, redirect: null, modalProps: null });
  });

  it('closing the sidebar clears its view and the redirect', () => {
    state().openSidebar('cart', { redirect: '/checkout' });
    state().closeSidebar();
    expect(state()).toMatchObject({ displaySidebar: false, sidebarView: null, redirect: null });
  });

  it('never has both open, whatever the order of calls', () => {
    const calls = [() => state().openModal('video'), () => state().openSidebar('cart'), () => state().closeModal(), () => state().openSidebar('filters'), () => state().openModal('login'), () => state().closeSidebar()];
    for (let i = 0; i < 50; i++) {
      calls[(i * 7) % calls.length]!();
      expect(state().displayModal && state().displaySidebar).toBe(false);
    }
  });
});
