/** A show/hide toggle wired for assistive technology: whether it is open, the panel's id and the button's props. */
import { useId, useState } from 'react';

export function useDisclosure(initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = useId();
  return {
    open,
    setOpen,
    panelId,
    buttonProps: {
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((value) => !value),
    },
  };
}
