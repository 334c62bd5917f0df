import { useEffect, useRef, useState } from "react";
import { InfoDialog } from "@/components/confirm-dialog";

/** Frames are read at most this often: enough for a steady hand, light on a phone's battery. */
const SCAN_INTERVAL_MS = 200;
/** Frames are scaled down to this width before decoding. */
const SCAN_WIDTH = 640;

/** Whether the browser can open a camera at all (it needs a secure context, HTTPS or localhost). */
export function cameraSupported(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.mediaDevices?.getUserMedia === "function";
}

function stopTracks(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

interface CameraHandlers {
  /** A QR code was read: the camera is already stopped. */
  onRead: (text: string) => void;
  /** No camera, or the permission was denied. */
  onUnavailable: () => void;
}

/**
 * The rear camera's picture, decoded frame by frame until a QR code is read. Mounted only while the
 * dialog is open: unmounting stops the camera.
 */
function CameraView(props: CameraHandlers) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  // The latest handlers, so a re-render of the page does not restart the camera.
  const handlers = useRef(props);
  useEffect(() => {
    handlers.current = props;
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let frame = 0;
    let lastScan = 0;
    const canvas = document.createElement("canvas");
    const context = canvas.getContext("2d", { willReadFrequently: true });

    const stop = () => {
      stopped = true;
      cancelAnimationFrame(frame);
      stopTracks(stream);
    };

    if (!cameraSupported() || !context) {
      handlers.current.onUnavailable();
      return stop;
    }

    const start = async () => {
      // The decoder loads while the browser asks for the camera.
      const decoder = import("jsqr");
      decoder.catch(() => undefined);
      const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
      if (stopped) {
        stopTracks(media);
        return;
      }
      stream = media;
      const jsQR = (await decoder).default;
      const video = videoRef.current;
      if (stopped) return;
      if (!video) return stop();
      video.srcObject = media;
      await video.play().catch(() => undefined);
      if (stopped) return;
      setReady(true);

      const scan = (now: number) => {
        if (stopped) return;
        frame = requestAnimationFrame(scan);
        if (now - lastScan < SCAN_INTERVAL_MS || video.videoWidth === 0) return;
        lastScan = now;
        const scale = Math.min(1, SCAN_WIDTH / video.videoWidth);
        canvas.width = Math.round(video.videoWidth * scale);
        canvas.height = Math.round(video.videoHeight * scale);
        context.drawImage(video, 0, 0, canvas.width, canvas.height);
        const image = context.getImageData(0, 0, canvas.width, canvas.height);
        const code = jsQR(image.data, image.width, image.height, { inversionAttempts: "dontInvert" });
        if (code?.data) {
          stop();
          handlers.current.onRead(code.data);
        }
      };
      frame = requestAnimationFrame(scan);
    };

    start().catch(() => {
      if (stopped) return;
      stop();
      handlers.current.onUnavailable();
    });
    return stop;
  }, []);

  return (
    <div className="relative aspect-square w-full overflow-hidden rounded-lg bg-black">
      <video
        ref={videoRef}
        className="size-full object-cover"
        aria-label="Imagem da câmera"
        autoPlay
        muted
        playsInline
      />
      {/* The frame to aim at. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-[15%] rounded-lg border-2 border-white/80"
      />
      {ready ? null : (
        <p
          role="status"
          className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-white"
        >
          Abrindo a câmera...
        </p>
      )}
    </div>
  );
}

/** 'Escanear QR Code': the camera in a dialog, closed as soon as a code is read. */
export function QrScannerDialog({
  open,
  onOpenChange,
  ...handlers
}: CameraHandlers & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <InfoDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-md"
      title="Escanear QR Code"
      description="Aponte a câmera para o QR Code na tela do militar. A leitura é automática."
    >
      {open ? <CameraView {...handlers} /> : null}
    </InfoDialog>
  );
}
