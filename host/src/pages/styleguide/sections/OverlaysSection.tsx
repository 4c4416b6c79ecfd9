import {
  Button,
  MODAL_SIZES,
  Modal,
  Popover,
  Typography,
  type ModalSize,
} from '@flowscope/shared-ui';
import { useState } from 'react';
import { ExampleRow, StyleguideSection } from '../StyleguideSection.tsx';

export function ModalSection() {
  const [openSize, setOpenSize] = useState<ModalSize | null>(null);
  return (
    <StyleguideSection title="Modal">
      <ExampleRow label="Sizes">
        {MODAL_SIZES.map((size) => (
          <Button key={size} variant="secondary" onClick={() => setOpenSize(size)}>
            Open {size} modal
          </Button>
        ))}
      </ExampleRow>
      {MODAL_SIZES.map((size) => (
        <Modal
          key={size}
          open={openSize === size}
          onClose={() => setOpenSize(null)}
          title={`Modal (${size})`}
          size={size}
          footer={<Button onClick={() => setOpenSize(null)}>Done</Button>}
        >
          <Typography>
            Escape, the close button or a click outside closes it after a 300 ms fade.
          </Typography>
        </Modal>
      ))}
    </StyleguideSection>
  );
}

export function PopoverSection() {
  return (
    <StyleguideSection title="Popover">
      <ExampleRow>
        <Popover
          label="Search Engine Tips"
          trigger={(props) => (
            <Button variant="tertiary" {...props}>
              Search Engine Tips
            </Button>
          )}
        >
          {(close) => (
            <div css={{ display: 'grid', gap: 8 }}>
              <Typography level="h4" as="p">
                Search Engine Tips
              </Typography>
              <Typography level="sm">Combine queries with OR, e.g. BTC OR ETH.</Typography>
              <Button size="sm" onClick={close}>
                Close
              </Button>
            </div>
          )}
        </Popover>
      </ExampleRow>
    </StyleguideSection>
  );
}
