"""Buzzer practice: drills that time the player's reflex to the millisecond, their statistics, and calibration."""
