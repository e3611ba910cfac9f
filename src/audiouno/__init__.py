"""audio-uno: an UNO game for blind and low-vision players."""
