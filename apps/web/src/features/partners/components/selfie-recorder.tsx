import { Alert, AspectRatio, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconCamera, IconPlayerRecord, IconPlayerStop, IconRefresh, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { showActionError, showSuccess } from '../../../lib/notify';
import { UploadProgress } from '../../../components/upload-progress';

/** How long the selfie video lasts. */
export const SELFIE_SECONDS = 5;

type Phase = 'idle' | 'starting' | 'ready' | 'recording' | 'recorded' | 'sending' | 'sent';

/** The first container format the browser can record: WebM (Chromium, Firefox) or MP4 (Safari). */
function recordingType(): string | undefined {
  return ['video/webm;codecs=vp8', 'video/webm', 'video/mp4'].find((type) =>
    MediaRecorder.isTypeSupported(type),
  );
}

/** The selfie's toasts: a video recorded or sent takes away the error about the camera or a missing video. */
export const SELFIE_TOAST = { action: 'selfie_video' };

const cameraError = () => new ApiError(0, ['camera_access_error']);

type Props = {
  /** Uploads the video; resolves when the server queued the check. */
  onSend: (video: Blob, onProgress: (percent: number) => void) => Promise<void>;
  /** Why the video cannot be sent yet (the ID is missing), or undefined. */
  blockedReason?: string;
};

/**
 * A short selfie video recorded in the browser (getUserMedia + MediaRecorder): turn the camera on, record
 * five seconds, watch it, record again or send it with a progress bar.
 */
export function SelfieRecorder({ onSend, blockedReason }: Props) {
  const { t } = useTranslation('partners');
  const { t: ts } = useTranslation('success');
  const [phase, setPhase] = useState<Phase>('idle');
  const [cameraFailed, setCameraFailed] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(SELFIE_SECONDS);
  const [video, setVideo] = useState<{ blob: Blob; url: string } | null>(null);
  const [progress, setProgress] = useState(0);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<number | null>(null);
  const videoUrl = useRef<string | null>(null);

  const stopCamera = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };
  const clearTimer = () => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
  };

  useEffect(
    () => () => {
      clearTimer();
      if (recorder.current?.state === 'recording') recorder.current.stop();
      stopCamera();
      if (videoUrl.current) URL.revokeObjectURL(videoUrl.current);
    },
    [],
  );

  const enableCamera = async () => {
    setCameraFailed(false);
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setCameraFailed(true);
      showActionError(cameraError(), SELFIE_TOAST.action);
      return;
    }
    setPhase('starting');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } },
        audio: false,
      });
      setPhase('ready');
    } catch {
      setPhase('idle');
      setCameraFailed(true);
      showActionError(cameraError(), SELFIE_TOAST.action);
    }
  };

  const record = () => {
    const live = stream.current;
    if (!live) return;
    const type = recordingType();
    let media: MediaRecorder;
    try {
      media = new MediaRecorder(live, type ? { mimeType: type } : undefined);
    } catch {
      setCameraFailed(true);
      showActionError(cameraError(), SELFIE_TOAST.action);
      return;
    }
    const chunks: Blob[] = [];
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      clearTimer();
      const blob = new Blob(chunks, { type: media.mimeType || type || 'video/webm' });
      if (videoUrl.current) URL.revokeObjectURL(videoUrl.current);
      const url = URL.createObjectURL(blob);
      videoUrl.current = url;
      setVideo({ blob, url });
      setPhase('recorded');
      stopCamera();
      showSuccess(ts('recording_completed'), SELFIE_TOAST);
    };
    recorder.current = media;
    media.start();
    setSecondsLeft(SELFIE_SECONDS);
    setPhase('recording');
    showSuccess(ts('recording_started'), SELFIE_TOAST);
    let left = SELFIE_SECONDS;
    timer.current = window.setInterval(() => {
      left -= 1;
      setSecondsLeft(left);
      if (left <= 0 && media.state === 'recording') media.stop();
    }, 1000);
  };

  const stop = () => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  };

  const again = async () => {
    setVideo(null);
    await enableCamera();
  };

  const send = async () => {
    if (!video) {
      showActionError(new ApiError(0, ['no_video_to_send']), SELFIE_TOAST.action);
      return;
    }
    setPhase('sending');
    setProgress(0);
    try {
      await onSend(video.blob, setProgress);
      setPhase('sent');
      showSuccess(ts('video_sent_successfully'), SELFIE_TOAST);
    } catch (error) {
      setPhase('recorded');
      showActionError(error, SELFIE_TOAST.action);
    }
  };

  return (
    <Stack gap="sm">
      {cameraFailed && (
        <Alert color="red" variant="light" title={t('selfie.camera_failed_title')}>
          <Text size="sm" c="gray.9">
            {t('selfie.camera_failed_help')}
          </Text>
        </Alert>
      )}
      {(phase === 'ready' || phase === 'recording' || phase === 'starting') && (
        <Box maw={420} w="100%" style={{ position: 'relative' }}>
          <AspectRatio ratio={4 / 3}>
            <video
              ref={(element) => {
                if (element && stream.current && element.srcObject !== stream.current)
                  element.srcObject = stream.current;
              }}
              autoPlay
              muted
              playsInline
              aria-label={t('selfie.preview_label')}
              style={{ background: '#000', borderRadius: 8, objectFit: 'cover', transform: 'scaleX(-1)' }}
            />
          </AspectRatio>
          {phase === 'recording' && (
            <Text
              role="status"
              fw={700}
              c="white"
              bg="red.9"
              px="sm"
              py={4}
              style={{ position: 'absolute', top: 8, left: 8, borderRadius: 6 }}
            >
              {t('selfie.recording', { seconds: secondsLeft })}
            </Text>
          )}
        </Box>
      )}
      {video && (phase === 'recorded' || phase === 'sending' || phase === 'sent') && (
        <Box maw={420} w="100%">
          <AspectRatio ratio={4 / 3}>
            <video
              src={video.url}
              controls
              playsInline
              aria-label={t('selfie.recorded_label')}
              style={{ background: '#000', borderRadius: 8 }}
            />
          </AspectRatio>
        </Box>
      )}
      {phase === 'sending' && <UploadProgress fileName={t('selfie.file_name')} percent={progress} />}
      {phase === 'sent' && (
        <Text size="sm" c="teal.9" fw={600} role="status">
          {t('selfie.sent')}
        </Text>
      )}
      <Group gap="sm" wrap="wrap">
        {(phase === 'idle' || phase === 'starting') && (
          <Button
            variant="light"
            leftSection={<IconCamera size={18} aria-hidden />}
            onClick={() => void enableCamera()}
            loading={phase === 'starting'}
          >
            {cameraFailed ? t('selfie.try_again') : t('selfie.enable_camera')}
          </Button>
        )}
        {phase === 'ready' && (
          <Button color="red.9" leftSection={<IconPlayerRecord size={18} aria-hidden />} onClick={record}>
            {t('selfie.record', { seconds: SELFIE_SECONDS })}
          </Button>
        )}
        {phase === 'recording' && (
          <Button variant="default" leftSection={<IconPlayerStop size={18} aria-hidden />} onClick={stop}>
            {t('selfie.stop')}
          </Button>
        )}
        {(phase === 'recorded' || phase === 'sent') && (
          <Button
            variant="default"
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={() => void again()}
          >
            {t('selfie.record_again')}
          </Button>
        )}
        {phase !== 'sent' && (
          <Button
            variant={video ? 'filled' : 'default'}
            leftSection={<IconSend size={18} aria-hidden />}
            onClick={() => void send()}
            loading={phase === 'sending'}
            disabled={phase === 'recording' || phase === 'starting' || Boolean(blockedReason)}
          >
            {t('selfie.send')}
          </Button>
        )}
      </Group>
      {blockedReason && (
        <Text size="sm" c="gray.7">
          {blockedReason}
        </Text>
      )}
    </Stack>
  );
}
